import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.js';
import { authorize, permits } from '../../src/policies/authorize.js';
import { CONSOLE, supportViewerOf } from '../../src/policies/support.policy.js';

const staff = supportViewerOf({ id: 1, support: 1 });
const writer = supportViewerOf({ id: 2, support: 0 });
const stranger = supportViewerOf({ id: 3, support: 0 });

function status(fn: () => void): number | 'allowed' {
  try {
    fn();
    return 'allowed';
  } catch (error) {
    return (error as AppError).status;
  }
}

describe('support staff and feedback', () => {
  it('opens the console to support staff only, and it does not exist for anyone else', () => {
    for (const action of ['support_console.list', 'support_console.read', 'support_console.reply'] as const) {
      expect(
        status(() => authorize(staff, action, CONSOLE)),
        action,
      ).toBe('allowed');
      expect(
        status(() => authorize(writer, action, CONSOLE)),
        action,
      ).toBe(404);
    }
  });

  it('shows a feedback to its writer and to support; only support answers it; a stranger finds nothing', () => {
    const mine = { authorId: 2 };
    expect(permits(writer, 'feedback.view_screenshot', mine)).toBe(true);
    expect(status(() => authorize(writer, 'feedback.reply', mine))).toBe(403);
    expect(permits(staff, 'feedback.view_screenshot', mine)).toBe(true);
    expect(permits(staff, 'feedback.reply', mine)).toBe(true);
    expect(status(() => authorize(stranger, 'feedback.view_screenshot', mine))).toBe(404);
    // Sent without an account: nobody but support sees it.
    expect(status(() => authorize(writer, 'feedback.view_screenshot', { authorId: null }))).toBe(404);
    expect(permits(staff, 'feedback.view_screenshot', { authorId: null })).toBe(true);
  });

  it('gives support staff no viewer of any baby: being support is not a membership', () => {
    // A baby's policies take a family Viewer (relation, permission); a support viewer has neither.
    expect(Object.keys(staff).sort()).toEqual(['support', 'userId']);
    expect(status(() => authorize(null, 'baby.view', { id: 1 } as never))).toBe(404);
  });
});
