import { PageFrame } from "../../../app/PageFrame";

/** Until its issue builds it, the section shows its frame and says it has nothing yet. */
export default function ScreensPage() {
  return <PageFrame section="screens" />;
}
