/** Counts the chaos checks and prints each as it is decided; the closing line is `N passed, N failed`. */
export class Tally {
  passed = 0;
  failed = 0;
  private readonly began = Date.now();

  check(name: string, ok: boolean, detail = ''): boolean {
    if (ok) this.passed += 1;
    else this.failed += 1;
    process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${name}${!ok && detail ? `: ${detail}` : ''} ${this.elapsed()}\n`);
    return ok;
  }

  private elapsed(): string {
    return `(${Math.round((Date.now() - this.began) / 1000)} s)`;
  }

  note(text: string): void {
    process.stdout.write(`${text}\n`);
  }

  summary(): string {
    return `${this.passed} passed, ${this.failed} failed`;
  }
}
