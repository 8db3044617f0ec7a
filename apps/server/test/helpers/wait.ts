const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Checks every `every` ms until `check` holds (true) or `ms` have passed (false). */
export async function until(check: () => Promise<boolean>, ms: number, every = 100): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await sleep(every);
  }
}

/** Waits for something another process or the worker does; fails the test if it never happens. */
export async function waitFor(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  if (!(await until(check, ms))) throw new Error('condition not met in time');
}
