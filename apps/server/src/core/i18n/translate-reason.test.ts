import { Reason } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasZhReason, translateReason } from './translate-reason';

describe('translateReason', () => {
  it('leaves English (and an empty reason) as thrown', () => {
    expect(translateReason(Reason.INSUFFICIENT_BALANCE, 'en-US')).toBe(Reason.INSUFFICIENT_BALANCE);
    expect(translateReason('', 'zh-CN')).toBe('');
  });

  it('reads an exact reason and the client reasons of the contracts', () => {
    expect(translateReason(Reason.INSUFFICIENT_BALANCE, 'zh-CN')).toBe('可用余额不足以支付本单');
    expect(translateReason('the cloud disk is attached: detach it first', 'zh-CN')).toBe(
      '云硬盘已挂载：请先卸载',
    );
  });

  it('fills values into a pattern, numbers only where the placeholder is a number', () => {
    expect(translateReason('an account keeps at most 20 templates', 'zh-CN')).toBe(
      '每个账号最多保存 20 个模板',
    );
    expect(translateReason('an account keeps at most many templates', 'zh-CN')).toBe(
      'an account keeps at most many templates',
    );
    expect(translateReason('you already have an image named my-image', 'zh-CN')).toBe(
      '您已有名为 my-image 的镜像',
    );
  });

  it('translates a state word and a nested reason inside a pattern', () => {
    expect(translateReason('record_id: this invoice is issued already', 'zh-CN')).toBe(
      'record_id：此发票已开具',
    );
    expect(translateReason('the account cannot be closed yet: not found', 'zh-CN')).toBe(
      '账号暂时不能注销：不存在',
    );
  });

  it('keeps leads, field names and lists in their places', () => {
    expect(
      translateReason(
        'illegal request body: name: must be at most 64 characters; items.0.port: is required',
        'zh-CN',
      ),
    ).toBe('请求体有误：name：最多 64 个字符；items.0.port：不能为空');
    expect(translateReason('signed request: this access key lacks the billing scope', 'zh-CN')).toBe(
      '签名请求有误：此访问密钥没有 billing 权限',
    );
    expect(translateReason('permission denied: the support role cannot do this', 'zh-CN')).toBe(
      '无权操作：客服角色不能执行此操作',
    );
  });

  it('stays English whole when any part is unknown, never half translated', () => {
    const reason = 'illegal request body: name: must be at most 64 characters; x: something new';
    expect(translateReason(reason, 'zh-CN')).toBe(reason);
    expect(hasZhReason(reason)).toBe(false);
  });

  it("reads zod's own messages as they reach a reason", () => {
    const schema = z
      .object({
        name: z.string().max(3),
        tags: z.array(z.string()).min(1),
        count: z.number().max(5),
        size: z.number().min(2),
        kind: z.enum(['a', 'b']),
        flag: z.boolean(),
        code: z.string().regex(/^x+$/),
        step: z.number().multipleOf(10),
      })
      .strict();
    const result = schema.safeParse({
      name: 'long',
      tags: [],
      count: 9,
      size: 1,
      kind: 'c',
      flag: 'yes',
      code: 'y',
      step: 3,
      extra: 1,
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBe(9);
    expect(messages.filter((message) => !hasZhReason(message))).toEqual([]);
  });
});
