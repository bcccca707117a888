/**
 * Success feedback of the engine (errors are the request policy's). Uses the antd App context when the
 * layout provides one (outside <App> its message API is an empty object), else antd's static message.
 */
import { App, message as staticMessage } from 'antd';

export function useFeedback() {
  const app = App.useApp() as unknown as { message?: Partial<typeof staticMessage> };
  return typeof app?.message?.success === 'function' ? (app.message as typeof staticMessage) : staticMessage;
}
