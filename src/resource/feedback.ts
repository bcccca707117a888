/**
 * Success feedback of the engine (errors are the request policy's). Uses the antd App context when the
 * layout provides one, else antd's static message.
 */
import { App, message as staticMessage } from 'antd';

export function useFeedback() {
  const app = App.useApp() as unknown as { message?: Partial<typeof staticMessage> };
  // without an <App> provider the context holds an empty `message: {}`: fall back to the static one
  return typeof app?.message?.success === 'function' ? (app.message as typeof staticMessage) : staticMessage;
}
