import { stdin, stdout } from 'node:process';

/** Prompts on the terminal without echoing what is typed (a password). */
export function readHiddenLine(prompt: string): Promise<string> {
  if (!stdin.isTTY) {
    return Promise.reject(
      new Error('No terminal to ask for the password; set ADMIN_PASSWORD instead'),
    );
  }
  return new Promise((resolve, reject) => {
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const finish = (result: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      result();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(value));
        if (char === '\u0003') return finish(() => reject(new Error('Cancelled')));
        if (char === '\u007f') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}
