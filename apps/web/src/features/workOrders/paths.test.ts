import { describe, expect, it } from 'vitest';
import { detailPath, submitPath } from './paths';

describe('work-order paths', () => {
  it('puts the subcategory id, its URL-encoded name and its resource type in the submit path', () => {
    expect(submitPath({ id: 3, resource_type: 'instance' }, 'Cannot connect by SSH')).toBe(
      '/console/createWorkOrder/submit/3/Cannot%20connect%20by%20SSH/instance',
    );
    expect(submitPath({ id: 9, resource_type: 'other' }, '退款/发票?')).toBe(
      '/console/createWorkOrder/submit/9/%E9%80%80%E6%AC%BE%2F%E5%8F%91%E7%A5%A8%3F/other',
    );
  });

  it('names a ticket by its id', () => {
    expect(detailPath(12)).toBe('/console/createWorkOrder/myWorkOrderDetail/12');
  });
});
