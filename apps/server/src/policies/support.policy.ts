/**
 * Support staff (users.support) and the feedback they answer. Being support gives nothing in any
 * baby's album: every album policy asks for a family membership (viewer.ts), which support does
 * not have for being support, so a family's timeline and media stay 404 to them.
 */
export interface SupportViewer {
  userId: number;
  support: boolean;
}

/** The console itself (every family's feedback): there for support staff, absent (404) for anyone else. */
export type ConsoleFacts = Record<string, never>;

export const CONSOLE: ConsoleFacts = {};

export const consolePolicy = {
  see: (viewer: SupportViewer, _console: ConsoleFacts) => viewer.support,
  can: (viewer: SupportViewer, _action: 'list' | 'read' | 'reply', _console: ConsoleFacts) => viewer.support,
};

/** One feedback as a thing to read: by the person who wrote it and by support. */
export interface FeedbackFacts {
  /** The writer, or null when it was sent without an account. */
  authorId: number | null;
}

/**
 * A feedback is seen by its writer and by support; anyone else does not find it. The writer may
 * open its screenshots; only support answers it.
 */
export const feedbackPolicy = {
  see: (viewer: SupportViewer, feedback: FeedbackFacts) =>
    viewer.support || (feedback.authorId !== null && feedback.authorId === viewer.userId),
  can: (viewer: SupportViewer, action: 'view_screenshot' | 'reply', _feedback: FeedbackFacts) =>
    action === 'reply' ? viewer.support : true,
};

export function supportViewerOf(user: { id: number; support: number }): SupportViewer {
  return { userId: user.id, support: user.support === 1 };
}
