/** The calls the photo screens show a display check's photos through (both screens of the module). */
import { contract } from '../../../common/contract';
import type { CheckPhotoCalls } from '../../components/photos/CheckPhotosPreview';

export const CHECK_PHOTOS: CheckPhotoCalls = {
  detail: contract.crc.detailOverview,
  photo: contract.crc.photo,
  thumbnail: contract.crc.thumbnail,
};
