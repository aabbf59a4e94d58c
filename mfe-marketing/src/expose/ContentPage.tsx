import { ContentPage } from '../features/content-page/ContentPage';

/** './ContentPage' of the marketing remote (its root carries data-boundary="marketing"). */
export default function ContentPageExpose() {
  return <ContentPage />;
}
