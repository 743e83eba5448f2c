/** A violation or blocking as the API answers it (GET /api/v3/violations). */
export interface Violation {
  id: number;
  kind: string;
  name: string;
  description: string;
  subject: string;
  note: string | null;
  occurred_at: string;
  ends_at: string;
  term_days: number;
  status: "active" | "archived";
  closed_at?: string | null;
  closed_reason?: string | null;
}
