import '@testing-library/jest-dom';
import { MessageChannel } from 'node:worker_threads';

// antd 6 forms (and React's scheduler) schedule work through MessageChannel; jsdom lacks it. Node's
// ports keep the process alive once a message listener is attached (jest would then never exit after
// the run), so every port is unref'd again right after a listener is attached.
function unrefPort<P extends object>(port: P): P {
  return new Proxy(port, {
    get(target: any, prop) {
      const value = target[prop];
      if (prop === 'addEventListener' || prop === 'on') {
        return (...args: unknown[]) => {
          const result = value.apply(target, args);
          target.unref();
          return result;
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(target: any, prop, value) {
      target[prop] = value;
      if (prop === 'onmessage') target.unref();
      return true;
    },
  });
}
class UnrefMessageChannel {
  port1: MessageChannel['port1'];
  port2: MessageChannel['port2'];
  constructor() {
    const channel = new MessageChannel();
    this.port1 = unrefPort(channel.port1);
    this.port2 = unrefPort(channel.port2);
  }
}
if (!(globalThis as any).MessageChannel) (globalThis as any).MessageChannel = UnrefMessageChannel;

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
(globalThis as any).ResizeObserver ??= NoopObserver;
(globalThis as any).IntersectionObserver ??= NoopObserver;
