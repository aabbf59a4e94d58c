import { PushPrompt, type PushPromptProps } from '../features/popups/PushPrompt';

/** './PushPrompt' of the marketing remote: { delayMs? } (default 8000 ms, spec 2 §4). */
export default function PushPromptExpose(props: PushPromptProps) {
  return <PushPrompt {...props} />;
}
