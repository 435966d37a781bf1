import { NotFoundScreen, notFoundMeta } from "~/components/sections/not-found-screen";

export const meta = notFoundMeta;

export default function NotFound() {
  return <NotFoundScreen />;
}
