/**
 * Success feedback of the engine and the administration pages (errors are the request policy's). Both
 * go to antd's one message stack, so a refusal and a success shown together stack one under the other;
 * a page's own antd App context would draw a second stack at the same place, over the first.
 * A confirmation (discard what was typed?) is the App context's where there is one, else antd's own
 * — which takes the theme and the locale from the portal's ConfigProvider (umi's antd plugin) too.
 */
import { App, message, Modal } from 'antd';

export function useFeedback() {
  return message;
}

export function useConfirm(): typeof Modal.confirm {
  const { modal } = App.useApp() as unknown as { modal?: { confirm?: typeof Modal.confirm } };
  return typeof modal?.confirm === 'function' ? modal.confirm : Modal.confirm;
}
