/** The administration console's sections, in the order of its menu (the admin layout); each names its page title key (`pages.<id>`). */
export interface AdminSection {
  id: string;
  path: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: "adminHome", path: "/admin" },
  { id: "adminAudit", path: "/admin/audit" },
];
