import { laterPart } from '../../../components/lazy-part';
import './admin-stories.css';

/** A story's fields, loaded after its page (the form posts without scripts meanwhile). */
export const StoryFieldsLater = laterPart(() =>
  import('./story-fields').then((module) => module.StoryFields),
);
