import { describe, expect, it } from 'vitest';
import { DEMO_WORK_ORDER_HELP } from './demo-work-order-help';

const sshHelp = () => {
  const topic = DEMO_WORK_ORDER_HELP.flatMap((category) => category.subcategories).find(
    (sub) => sub.nameEn === 'Cannot connect by SSH',
  );
  const [document] = topic?.documents ?? [];
  if (!document) throw new Error('no SSH help document');
  return document;
};

/** The part of `text` between `from` and `to`: what the help says of one kind of instance. */
function between(text: string, from: string, to: string): string {
  const start = text.indexOf(from);
  const end = text.indexOf(to, start);
  expect(start, from).toBeGreaterThanOrEqual(0);
  expect(end, to).toBeGreaterThan(start);
  return text.slice(start, end);
}

describe('the demo help on SSH', () => {
  it('sends container owners to the password they have, and only machines to the Password action', () => {
    const { content, contentEn } = sshHelp();
    // Containers have no password action (the instance menu offers it to cloud hosts and bare metal only).
    const containersEn = between(contentEn, '**Containers**', '**Cloud hosts and bare metal**');
    expect(containersEn).toContain('**SSH**');
    expect(containersEn).not.toMatch(/\*\*(Change password|Password)\*\*/);
    expect(contentEn).not.toContain('Change password');
    expect(between(contentEn, '**Cloud hosts and bare metal**', '\n')).toContain('**Password**');

    const containersZh = between(content, '**容器实例**', '**云主机与裸金属**');
    expect(containersZh).toContain('**SSH**');
    expect(containersZh).not.toMatch(/\*\*(修改密码|密码)\*\*/);
    expect(content).not.toContain('**修改密码**');
    expect(between(content, '**云主机与裸金属**', '\n')).toContain('**密码**');
  });
});
