/**
 * JetStream settings of a handler that sends: `MessageDelivery` records the failure itself at the
 * last attempt, so JetStream must deliver at least that often (+2 for failures outside the send,
 * such as the owner's vault not answering, before the event is dead-lettered). The ack wait covers
 * a batch of sends with slow providers; a redelivery meanwhile waits on the inbox row and skips.
 */
export const consumerSettings = (sendAttempts: number) => ({
  maxDeliver: sendAttempts + 2,
  ackWaitMs: 120_000,
});
