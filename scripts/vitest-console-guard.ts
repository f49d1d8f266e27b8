import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test is a failure unless the test expects it
// (it can call `vi.mocked(console.error).mockClear()` or `expectConsoleError()`).
let errorSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0) {
    const first = calls[0]?.map((part: unknown) => String(part)).join(' ');
    throw new Error(`console.error was called ${calls.length} time(s) during the test: ${first}`);
  }
});
