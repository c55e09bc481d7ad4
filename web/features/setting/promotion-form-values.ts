/**
 * The values of the Promotion Setting form and the insertSlide body they make (spec part 2
 * sections 3-5, 7, 9): the start date is the first day of this month and the end date 4001-12-31;
 * the titles are sent comma-joined as `title`, the image as a data URL. After a save the type,
 * description, URL and image clear; the titles and dates stay.
 */
import type { PromotionInput, PromotionType } from '../../../common/contract/promotion';
import { defaultEndDate, firstDayOfMonth } from '../../../common/dates';

/** The image the user picked, already checked to be a JPEG (its size is checked against the type). */
export interface PromotionImage {
  /** The file as a 'data:image/jpeg;base64,...' URL: what insertSlide's `image` carries. */
  dataUrl: string;
  name: string;
  width: number;
  height: number;
}

/** The form's fields, named as the body names them, so a field's message goes when it changes. */
export interface PromotionFormValues {
  /** '' until a type is chosen: Submit then says 'Type is required'. */
  typeCode: PromotionType | '';
  /** The chosen title codes (TITTLE_CODE). */
  title: string[];
  typeDesc: string;
  url: string;
  image: PromotionImage | null;
  startDate: string;
  endDate: string;
}

/** The insertSlide body as the form holds it: the type may still be ''. */
export type PromotionBody = Omit<PromotionInput, 'typeCode'> & { typeCode: PromotionType | '' };

/** The separator of the title codes in `title` (the list answers them comma-separated too). */
export const TITLE_SEPARATOR = ',';

export const emptyPromotionForm = (): PromotionFormValues => ({
  typeCode: '',
  title: [],
  typeDesc: '',
  url: '',
  image: null,
  startDate: firstDayOfMonth(),
  endDate: defaultEndDate(),
});

/** After a save: type, description, URL and image clear; the titles and the dates stay. */
export const afterPromotionSaved = (saved: PromotionFormValues): PromotionFormValues => ({
  ...saved,
  typeCode: '',
  typeDesc: '',
  url: '',
  image: null,
});

export function promotionBody(
  values: PromotionFormValues,
  userId: string | undefined,
  now: Date = new Date(),
): PromotionBody {
  return {
    typeCode: values.typeCode,
    title: values.title.join(TITLE_SEPARATOR),
    typeDesc: values.typeDesc,
    url: values.url,
    image: values.image?.dataUrl ?? '',
    startDate: values.startDate,
    endDate: values.endDate,
    userIdUpdate: userId,
    lastUpdate: now.toISOString(),
  };
}
