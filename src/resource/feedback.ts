/**
 * Success feedback of the engine and the administration pages (errors are the request policy's). Both
 * go to antd's one message stack, so a refusal and a success shown together stack one under the other;
 * a page's own antd App context (流程配置 keeps one for its confirmations) would draw a second stack at
 * the same place, over the first.
 */
import { message } from 'antd';

export function useFeedback() {
  return message;
}
