/** Any path no route knows: 404 with the SPEC's page, shown by the locale layout. */
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
