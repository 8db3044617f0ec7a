/** A label value as written (`\\` for a backslash, `\"`, `\n`), read back. */
const unescape = (value: string) => value.replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char));

/**
 * One sample's value from Prometheus' text format: the line named `name`
 * whose labels include every one given; 0 when no such line exists yet
 * (a counter not touched is not printed).
 */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  let found = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.fromEntries(
      [...(match[3] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1],
        unescape(m[2] ?? ''),
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => has[key] === value)) {
      total += Number(match[4]);
      found = true;
    }
  }
  return found ? total : 0;
}

/** The label values a metric is printed with, e.g. every `route` of the latency histogram. */
export function labelValues(text: string, name: string, label: string): string[] {
  const values = new Set<string>();
  const pattern = new RegExp(`^${name}\\{[^}]*\\b${label}="((?:[^"\\\\]|\\\\.)*)"`);
  for (const line of text.split('\n')) {
    const match = pattern.exec(line);
    if (match?.[1] !== undefined) values.add(unescape(match[1]));
  }
  return [...values];
}
