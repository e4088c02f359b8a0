import { callProviderOrThrow, type OrderDetail } from '@shop/shared';

export async function fetchOrderDetail(token: string, id: number): Promise<OrderDetail> {
  const answer = await callProviderOrThrow('order_detail', { token, id });
  if (!answer.success) throw new Error(answer.error);
  return answer.data;
}
