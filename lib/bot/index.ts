// The Telegram bot (docs/bot.md): its webhook's handler, its outbox messages and its clean-up.
export { registerBotMessages } from './outbox';
export { deleteEndedSubscriptions } from './subscriptions';
export { handleTelegramUpdate } from './webhook';
export { telegramEnvelopeSchema } from './update';
