/** The administration console's sections, in the order of its menu (the admin layout); each names its page title key (`pages.<id>`). */
export interface AdminSection {
  id: string;
  path: string;
  /** Other paths whose pages belong to the section (a lane's page to its checkpoints'). */
  also?: readonly string[];
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: "adminHome", path: "/admin" },
  { id: "adminNews", path: "/admin/news" },
  { id: "adminFaq", path: "/admin/faq" },
  { id: "adminFaqTopics", path: "/admin/faq-topics" },
  { id: "adminPages", path: "/admin/pages" },
  { id: "adminShortLinks", path: "/admin/short-links" },
  { id: "adminUsers", path: "/admin/users" },
  { id: "adminReviews", path: "/admin/reviews" },
  { id: "adminFeedback", path: "/admin/feedback" },
  { id: "adminCheckpoints", path: "/admin/checkpoints", also: ["/admin/lanes"] },
  { id: "adminWaitingAreas", path: "/admin/waiting-areas" },
  { id: "adminApplications", path: "/admin/applications" },
  { id: "adminAudit", path: "/admin/audit" },
];
