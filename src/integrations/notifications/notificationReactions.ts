import type { NotificationMessage } from './notificationMessage.ts';

export type NotificationReaction = (message: NotificationMessage) => void | Promise<void>;

interface Row {
  /** The message types the row handles (spec: payments 4's table). */
  matches(type: string): boolean;
  react: NotificationReaction;
}

/**
 * spec: payments 4 — what the app does for each message type, as rows: the session adds the sign-out
 * row, the payments work adds its rows (failed, success, requires action, access revoked). The first
 * row that matches reacts; a type without one is only logged.
 */
export function createReactionTable() {
  const rows: Row[] = [];
  return {
    add(matches: (type: string) => boolean, react: NotificationReaction) {
      rows.push({ matches, react });
    },
    async react(message: NotificationMessage) {
      const row = rows.find((candidate) => candidate.matches(message.type));
      if (!row) return console.info(`Notification '${message.type}' has no reaction here`);
      await row.react(message);
    },
  };
}

export type ReactionTable = ReturnType<typeof createReactionTable>;
