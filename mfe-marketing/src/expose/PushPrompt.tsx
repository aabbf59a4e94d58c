import { PushPrompt } from '../features/popups/Popups';

/** './PushPrompt' of the marketing remote (its root carries data-boundary="marketing"). */
export default function PushPromptExpose() {
  return <PushPrompt />;
}
