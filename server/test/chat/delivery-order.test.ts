import type { ChatBusEvent } from '../../src/modules/chat/bus';
import { DeliveryOrder } from '../../src/modules/chat/delivery-order';

const message = (id: number): ChatBusEvent => ({
  kind: 'frame',
  frame: {
    type: 'message',
    id,
    user_id: 2,
    nick_name: '读者',
    avatar: '',
    content: `第 ${id} 条`,
    content_type: 'text',
    createdAt: '2026-11-24 12:00:00',
  },
});
const revert = (id: number): ChatBusEvent => ({ kind: 'frame', frame: { type: 'revert', message_id: id } });

// docs/architecture.md "Scale-out": what several processes may deliver out of order or twice.
describe('DeliveryOrder', () => {
  it('delivers a message once, however many ways it arrives', () => {
    const order = new DeliveryOrder();
    expect(order.admit(message(7))).toBe(true);
    expect(order.admit(message(7))).toBe(false);
    expect(order.newestId).toBe(7);
  });

  it('never delivers a message after its revert, even when the revert came first', () => {
    const order = new DeliveryOrder();
    expect(order.admit(revert(9))).toBe(true);
    expect(order.admit(message(9))).toBe(false);
    expect(order.admit(message(10))).toBe(true);
  });

  it('drops a late message written before a clear, keeps those written after it', () => {
    const order = new DeliveryOrder();
    order.admit(message(3));
    order.admit(message(5));
    expect(order.admit({ kind: 'frame', frame: { type: 'clear' } })).toBe(true);
    expect(order.admit(message(4))).toBe(false);
    expect(order.admit(message(6))).toBe(true);
  });

  it('lets every other event through', () => {
    const order = new DeliveryOrder();
    expect(order.admit({ kind: 'kick', user_id: 3 })).toBe(true);
    expect(order.admit({ kind: 'frame', frame: { type: 'onlineList', list: [] } })).toBe(true);
  });
});
