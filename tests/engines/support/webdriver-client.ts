/**
 * A thin W3C WebDriver client over fetch: the few commands the journeys need (session, navigation,
 * script, element click and keys), each bounded in time. Errors carry the WebDriver error and message.
 */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
const COMMAND_TIMEOUT_MS = 60_000;

interface WebDriverAnswer {
  value: unknown;
}

async function command(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown, timeoutMs = COMMAND_TIMEOUT_MS): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const answer = (await response.json()) as WebDriverAnswer;
  if (!response.ok) {
    const { error, message } = (answer.value ?? {}) as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${error ?? response.status}: ${message ?? ''}`);
  }
  return answer.value;
}

export class WebDriverSession {
  private constructor(private readonly base: string) {}

  /** POST /session with `capabilities` (alwaysMatch), given up after `timeoutMs`. */
  static async create(serverUrl: string, capabilities: Record<string, unknown>, timeoutMs = COMMAND_TIMEOUT_MS): Promise<WebDriverSession> {
    const value = (await command(`${serverUrl}/session`, 'POST', { capabilities: { alwaysMatch: capabilities } }, timeoutMs)) as { sessionId: string };
    return new WebDriverSession(`${serverUrl}/session/${value.sessionId}`);
  }

  navigate(url: string): Promise<unknown> {
    return command(`${this.base}/url`, 'POST', { url });
  }

  refresh(): Promise<unknown> {
    return command(`${this.base}/refresh`, 'POST', {});
  }

  setWindowRect(width: number, height: number): Promise<unknown> {
    return command(`${this.base}/window/rect`, 'POST', { width, height });
  }

  /** Runs `script` (a function body; a returned promise is awaited by the driver). */
  execute(script: string, args: unknown[]): Promise<unknown> {
    return command(`${this.base}/execute/sync`, 'POST', { script, args });
  }

  private async element(selector: string): Promise<string> {
    const value = (await command(`${this.base}/element`, 'POST', { using: 'css selector', value: selector })) as Record<string, string>;
    const id = value[ELEMENT_KEY];
    if (!id) throw new Error(`no element id for ${selector}`);
    return id;
  }

  async click(selector: string): Promise<void> {
    await command(`${this.base}/element/${await this.element(selector)}/click`, 'POST', {});
  }

  /** Enter on a button or link, Space on a radio or checkbox: the keyboard's way to press it. */
  async press(selector: string, key: 'enter' | 'space'): Promise<void> {
    await command(`${this.base}/element/${await this.element(selector)}/value`, 'POST', { text: key === 'enter' ? '\uE007' : ' ' });
  }

  async sendKeys(selector: string, text: string): Promise<void> {
    await command(`${this.base}/element/${await this.element(selector)}/value`, 'POST', { text });
  }

  async delete(): Promise<void> {
    await command(this.base, 'DELETE');
  }
}
