/**
 * Where a JSON text first goes wrong, as an offset: browsers' JSON.parse messages do not all say
 * (Chromium often quotes a snippet instead), and an import's message must name the line. A small
 * recursive-descent check, run only after JSON.parse has refused the text.
 */
export function jsonErrorOffset(text: string): number {
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at += 1;
  };
  const fail = (): never => {
    throw at;
  };
  const literal = (word: string) => {
    if (!text.startsWith(word, at)) fail();
    at += word.length;
  };
  const string = () => {
    at += 1;
    while (at < text.length && text[at] !== '"') {
      if (text.charCodeAt(at) < 0x20) fail();
      at += text[at] === '\\' ? 2 : 1;
    }
    if (at >= text.length) fail();
    at += 1;
  };
  const number = () => {
    const found = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at, at + 400));
    if (!found) fail();
    at += (found as RegExpExecArray)[0].length;
  };
  const items = (close: string, item: () => void) => {
    at += 1;
    space();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      item();
      space();
      if (text[at] === close) break;
      if (text[at] !== ',') fail();
      at += 1;
    }
    at += 1;
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') {
      items('}', () => {
        space();
        if (text[at] !== '"') fail();
        string();
        space();
        if (text[at] !== ':') fail();
        at += 1;
        value();
      });
    } else if (char === '[') items(']', value);
    else if (char === '"') string();
    else if (char === 't') literal('true');
    else if (char === 'f') literal('false');
    else if (char === 'n') literal('null');
    else number();
  };
  try {
    value();
    space();
    return at < text.length ? at : -1;
  } catch (offset) {
    return typeof offset === 'number' ? Math.min(offset, text.length) : 0;
  }
}
