/**
 * Success feedback of the engine (errors are the request policy's). Uses the antd App context when the
 * layout provides one, else antd's static message.
 */
import { App, message as staticMessage } from 'antd';

export function useFeedback() {
  const app = App.useApp();
  return (app as Partial<typeof app>).message ?? staticMessage;
}
