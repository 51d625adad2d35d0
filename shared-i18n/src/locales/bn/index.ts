/** Every Bangla text, one object per namespace. */
import common from './common.json';
import consoleTexts from './console/index';
import errors from './errors.json';
import labels from './labels.json';
import site from './site/index';

export default { common, errors, labels, site, console: consoleTexts };
