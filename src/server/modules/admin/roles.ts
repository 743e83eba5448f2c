/**
 * Roles (docs/administration.md): `user`, `operator` (the checkpoint console, at its checkpoints)
 * and `admin` (everything). The first administrator is made from the command line
 * (`npm run admin -- grant-admin <email>`); then administrators grant and take roles in the
 * console. The last administrator cannot lose the role, so the console always has someone.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { ApiProblem } from "../../http/errors.ts";
import { recordAdminAction } from "./audit.ts";

export type Role = "user" | "operator" | "admin";

/**
 * Gives `userId` the role `role`, refusing (409) to take it from the last administrator; recorded
 * in the audit log under `actorId` (null from the command line: no one signed in). Answers the
 * role it had.
 */
export async function setRole(db: Database, actorId: number | null, userId: number, role: Role): Promise<Role> {
  return db.transaction(async (tx) => {
    // Administrators are counted under a lock on their rows, so two demotions at once cannot both pass.
    const [user] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new ApiProblem(404, "errors.notFound");
    if (user.role === "admin" && role !== "admin") {
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), ne(users.id, userId)))
        .for("update");
      if (others.length === 0) throw new ApiProblem(409, "admin.lastAdmin", { extra: { code: "last-admin" } });
    }
    if (user.role !== role) {
      await tx.update(users).set({ role }).where(eq(users.id, userId));
      await recordAdminAction(tx, { actorId, action: "user.role", subjectType: "user", subjectId: userId, before: { role: user.role }, after: { role } });
    }
    return user.role;
  });
}

/** The command line's `grant-admin <email>`: answers the user's id, or null when no account has that e-mail. */
export async function grantAdminByEmail(db: Database, email: string): Promise<number | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!user) return null;
  await setRole(db, null, user.id, "admin");
  return user.id;
}
