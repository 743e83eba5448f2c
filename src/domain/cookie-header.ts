/** Whether a Cookie request header carries the cookie `name`. */
export function hasCookie(cookieHeader: string | null | undefined, name: string): boolean {
  return (cookieHeader ?? "").split(";").some((part) => part.trim().startsWith(`${name}=`));
}
