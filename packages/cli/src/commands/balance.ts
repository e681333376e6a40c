import type { Command } from '../command';
import { print } from '../output';
import { yuan } from '../table';

export const balance: Command = {
  name: 'balance',
  summary:
    "The account's balance, compute vouchers and credit line, in yuan (the key needs the billing scope).",
  args: '',
  positionals: [],
  options: {},
  async run(context) {
    const answer = await (await context.client()).balance();
    return print(
      context,
      answer,
      () =>
        `available  ${yuan(answer.Available)}\nbalance    ${yuan(answer.Money)}\nvouchers   ${yuan(answer.PowerMoney)}\ncredit     ${yuan(answer.CreditMoneyQuota)}\n`,
    );
  },
};
