// The visitor's helpful votes, remembered locally under reviewedIds (spec 2 §3: a list of maps id -> value). The rule
// (one vote, +1) is shared-domain's applyHelpfulVote; this file only reads and writes the storage.
import { STORAGE_KEYS, type ReviewedIds } from '@storefront/shared-domain';

export function readReviewedIds(): ReviewedIds {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.reviewedIds);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as ReviewedIds) : [];
  } catch {
    return []; // storage blocked or corrupted: no remembered votes
  }
}

export function writeReviewedIds(stored: ReviewedIds): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.reviewedIds, JSON.stringify(stored));
  } catch {
    // quota or privacy mode: the vote still counts on this page
  }
}
