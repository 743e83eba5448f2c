/** The administration console's sections, in the order of its menu (the admin layout); each names its page title key (`pages.<id>`). */
export interface AdminSection {
  id: string;
  path: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: "adminHome", path: "/admin" },
  { id: "adminUsers", path: "/admin/users" },
  { id: "adminReviews", path: "/admin/reviews" },
  { id: "adminFeedback", path: "/admin/feedback" },
  { id: "adminAudit", path: "/admin/audit" },
];
