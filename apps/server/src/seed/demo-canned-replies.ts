import type { Db } from '../core/db';
import { insertCannedReply } from '../modules/workOrders';

/** What the support desk answers most, ready to insert into a reply (demo data). */
export const DEMO_CANNED_REPLIES = [
  {
    titleEn: 'Restart the instance',
    titleZh: '重启实例',
    contentEn:
      'Please restart the instance from the console (Instances → More → Restart) and wait 2 minutes before connecting again. If it still fails, reply here with the exact error message.',
    contentZh:
      '请在控制台重启实例（实例 → 更多 → 重启），等待 2 分钟后再连接。如仍失败，请在此回复完整的报错信息。',
  },
  {
    titleEn: 'Top-up not credited: send the order number',
    titleZh: '充值未到账：请提供订单号',
    contentEn:
      'Sorry for the trouble. Please send the top-up order number (Orders → Top-ups) and a screenshot of the payment record from your payment app; we will check it with the gateway.',
    contentZh:
      '抱歉给您带来不便。请提供充值订单号（订单 → 充值记录）以及支付应用中的付款记录截图，我们会与支付渠道核对。',
  },
  {
    titleEn: 'Resolved: confirm or reopen',
    titleZh: '已处理：请确认或重新打开',
    contentEn:
      'We have fixed this on our side. Please confirm the work order if everything works, or reopen it within 7 days if the problem comes back.',
    contentZh: '问题已在我们这边处理。如一切正常请确认工单；如问题再次出现，可在 7 天内重新打开。',
  },
] as const;

export async function seedDemoCannedReplies(tx: Db, now: Date): Promise<void> {
  for (const reply of DEMO_CANNED_REPLIES) await insertCannedReply(tx, { ...reply, updatedAt: now });
}
