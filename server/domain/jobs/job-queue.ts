/** The instance's job workers as the domain sees them (JobRunner implements it). */
export interface JobQueue {
  /** Look for due work now, e.g. after a commit that queued some. */
  nudge(): void;
  /** Inside a transaction that queued jobs: the workers are woken once the request has answered. */
  noteQueued(): void;
}
