/**
 * Server-sent events, as the answer stream of the AI assistant uses them (text/event-stream, the
 * HTML standard's format): each event is an `event: <name>` line and one `data: <JSON>` line, ended
 * by a blank line. The mock writes with `formatEvent`; the page reads with `parseEvents`, which takes
 * the text received so far and answers the complete events and the unfinished rest (a network chunk
 * may end anywhere, even inside a character — decode with TextDecoder `stream: true`).
 */

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** One event on the wire. The JSON of `data` never holds a raw line break, so one `data:` line carries it. */
export const formatEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The complete events in `buffer` and what is left of it. Comment lines (`: keep-alive`) and fields
 * other than `event` / `data` are ignored; an event without a name is `message`; data that is not
 * JSON is given as text.
 */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) continue;
    const raw = data.join('\n');
    let parsed: unknown = raw;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // not JSON: handed on as text
    }
    events.push({ event, data: parsed });
  }
  return { events, rest };
}
