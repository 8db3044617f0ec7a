import { chromium } from 'playwright-core';
import type { Seeded } from './seed.js';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserResult {
  firstCardMs: number;
  syncMs: number | null;
  reachedOldest: boolean;
  scrollSteps: number;
  scrollMs: number;
  /** Parts of the timeline the scroll went through (rowLayout.partStarts). */
  parts: number;
  /** The longest task before the fling began (sign-in, first sync), within a second of a part switch, and anywhere else in the fling. */
  longestBy: { beforeFling: number; atSwitch: number; elsewhere: number };
  longestTaskMs: number;
  longTasks: number;
  maxDomNodes: number;
  maxScrollHeight: number;
  /** A reader's scroll back up, one screen per READ_PAUSE_MS, pictures loading. */
  reading: { steps: number; longestTaskMs: number; longTasks: number; picturesShown: number };
}

const READ_STEPS = 60;
const READ_PAUSE_MS = 400;

declare global {
  interface Window {
    __longTasks: number[];
    __longTaskStarts: number[];
    __partSwitches: number[];
  }
}

/** Signs in, waits for the timeline, then scrolls from the newest event to the oldest, watching long tasks and the DOM. */
export async function browserBench(
  base: string,
  login: { email: string; password: string },
  seeded: Seeded,
): Promise<BrowserResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      window.__longTasks = [];
      window.__longTaskStarts = [];
      window.__partSwitches = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__longTasks.push(entry.duration);
          window.__longTaskStarts.push(entry.startTime);
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}/login`);
    await page.getByTestId('login-email').fill(login.email);
    await page.getByTestId('login-password').fill(login.password);
    const started = Date.now();
    await page.getByTestId('login-submit').click();
    await page.getByTestId('event-card').first().waitFor({ timeout: 120_000 });
    const firstCardMs = Date.now() - started;

    // Sync is complete when the timeline says every page of the baby's history is in (data-synced).
    let syncMs: number | null = null;
    const syncDeadline = Date.now() + 180_000;
    while (Date.now() < syncDeadline) {
      const done = await page.evaluate(
        () => document.querySelector('[data-testid="timeline"][data-synced="true"]') !== null,
      );
      if (done) {
        syncMs = Date.now() - started;
        break;
      }
      await page.waitForTimeout(250);
    }

    const domAndHeight = () =>
      page.evaluate(() => {
        let tallest = 0;
        for (const el of Array.from(
          document.querySelectorAll<HTMLElement>(
            '[data-testid="timeline-scroll"], [data-testid="timeline-scroll"] > *',
          ),
        ))
          tallest = Math.max(tallest, el.scrollHeight);
        return {
          nodes: document.getElementsByTagName('*').length,
          tallest: Math.max(tallest, document.documentElement.scrollHeight),
        };
      });
    let maxDomNodes = 0;
    let maxScrollHeight = 0;
    const scrollStart = Date.now();
    let steps = 0;
    let reachedOldest = false;
    let stuck = 0;
    let lastTop = -1;
    let parts = 1;
    while (Date.now() - scrollStart < 600_000) {
      // A fast fling: three screens at a time, each step waiting for two frames to be drawn.
      const state = await page.evaluate(async (oldestId) => {
        const box = document.querySelector<HTMLElement>('[data-testid="timeline-scroll"]');
        const scroller =
          box && box.scrollHeight > box.clientHeight + 1 ? box : (document.scrollingElement as HTMLElement);
        scroller.scrollTop += scroller.clientHeight * 3;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        // At the end of a part of a very long timeline, go on as a reader would: "older" shows the next part.
        const older = document.querySelector<HTMLElement>('[data-testid="timeline-older-part"]');
        const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
        if (older && atEnd) {
          window.__partSwitches.push(performance.now());
          older.click();
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        return {
          top: scroller.scrollTop,
          switched: Boolean(older && atEnd),
          found: document.querySelector(`[data-event-id="${oldestId}"]`) !== null,
        };
      }, seeded.oldestEventId);
      steps += 1;
      const snapshot = await domAndHeight();
      maxDomNodes = Math.max(maxDomNodes, snapshot.nodes);
      maxScrollHeight = Math.max(maxScrollHeight, snapshot.tallest);
      if (state.found) {
        reachedOldest = true;
        break;
      }
      if (state.switched) parts += 1;
      stuck = state.top === lastTop ? stuck + 1 : 0;
      lastTop = state.top;
      if (stuck > 25) break;
    }
    const scrollMs = Date.now() - scrollStart;
    const tasks = await page.evaluate(() => window.__longTasks.slice());
    // Which long tasks came while the first sync was still laying rows out, and which with a part switch.
    const attribution = await page.evaluate(
      ({ scrollFrom }) => {
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        const fling = performance.now() - scrollFrom;
        let beforeFling = 0;
        let atSwitch = 0;
        let elsewhere = 0;
        for (let i = 0; i < window.__longTasks.length; i += 1) {
          const duration = window.__longTasks[i] ?? 0;
          const start = window.__longTaskStarts[i] ?? 0;
          let near = false;
          for (const at of window.__partSwitches) near ||= start >= at - 50 && start <= at + 1000;
          if (start < fling) beforeFling = Math.max(beforeFling, duration);
          else if (near) atSwitch = Math.max(atSwitch, duration);
          else elsewhere = Math.max(elsewhere, duration);
        }
        return {
          beforeFling: Math.round(beforeFling),
          atSwitch: Math.round(atSwitch),
          elsewhere: Math.round(elsewhere),
        };
      },
      { scrollFrom: Date.now() - scrollStart },
    );

    // A fling skips the pictures it carries past (rows load theirs once they stay on screen); a reader's pace loads them all.
    const before = tasks.length;
    let picturesShown = 0;
    for (let i = 0; i < READ_STEPS; i += 1) {
      await page.evaluate(() => {
        const box = document.querySelector<HTMLElement>('[data-testid="timeline-scroll"]');
        if (box) box.scrollTop -= box.clientHeight;
      });
      await page.waitForTimeout(READ_PAUSE_MS);
      picturesShown += await page.evaluate(
        () =>
          Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="timeline-scroll"] img')).filter(
            (img) =>
              img.complete &&
              img.naturalWidth > 0 &&
              img.getBoundingClientRect().bottom > 0 &&
              img.getBoundingClientRect().top < innerHeight,
          ).length,
      );
    }
    const reading = (await page.evaluate(() => window.__longTasks)).slice(before);
    return {
      firstCardMs,
      syncMs,
      reachedOldest,
      scrollSteps: steps,
      scrollMs,
      parts,
      longestBy: attribution,
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
      longTasks: tasks.length,
      maxDomNodes,
      maxScrollHeight,
      reading: {
        steps: READ_STEPS,
        longestTaskMs: Math.round(Math.max(0, ...reading)),
        longTasks: reading.length,
        picturesShown,
      },
    };
  } finally {
    await browser.close();
  }
}
