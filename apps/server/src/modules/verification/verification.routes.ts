import { verificationEndpoints as endpoints, UPLOAD_FIELD } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { receiveUpload } from '../../core/files/upload';
import { authOf } from '../../core/http/access';
import { handle, inputOf } from '../../core/http/endpoint-routes';
import { requestMeta } from '../../core/http/request-meta';
import type { RoutesPlugin } from '../../core/http/route-types';
import { requestLanguage } from '../notifications';
import { sendStudentEmailCode } from './student-email-codes.service';
import { downloadVerificationFile, storeVerificationFile } from './verification-files.service';
import {
  faceResult,
  listVerifications,
  ocrResult,
  readIdCard,
  readLicense,
  sendCaptcha,
  startFace,
  verifyBankCard,
} from './verification-flows.service';
import { confirmTransferAmount, submitOtherChannel, submitVerification } from './verification-submit.service';

/** Real-name and student verification on the third-party API (SPEC §7), main accounts only. */
export const verificationRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.uploadFile, async (request) => {
    const upload = await receiveUpload(request, UPLOAD_FIELD);
    return ok(await storeVerificationFile(deps, authOf(request).userId, upload));
  });

  handle(app, endpoints.downloadFile, async (request, reply) => {
    const file = await downloadVerificationFile(
      deps,
      request.params.id,
      inputOf(endpoints.downloadFile, request),
    );
    return reply.headers(file.headers).send(file.bytes);
  });

  handle(app, endpoints.ocrImage, async (request) =>
    ok(await readIdCard(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.ocrResult, async (request) =>
    ok(await ocrResult(deps, authOf(request), request.body.check_id)),
  );

  handle(app, endpoints.startFace, async (request) => ok(await startFace(deps, authOf(request))));

  handle(app, endpoints.faceResult, async (request) =>
    ok(await faceResult(deps, authOf(request), inputOf(endpoints.faceResult, request).check_id)),
  );

  handle(app, endpoints.captcha, async (request) => {
    const meta = requestMeta(request);
    const language = requestLanguage(undefined, request.headers['accept-language']);
    return ok(await sendCaptcha(deps, authOf(request), { ip: meta.ip, language }));
  });

  handle(app, endpoints.bankCard, async (request) =>
    ok(await verifyBankCard(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.businessLicense, async (request) =>
    ok(await readLicense(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.list, async (request) => ok(await listVerifications(deps, authOf(request))));

  handle(app, endpoints.submit, async (request) =>
    ok(await submitVerification(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.transferAmount, async (request) =>
    ok(await confirmTransferAmount(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.studentEmailCode, async (request) => {
    await sendStudentEmailCode(deps, authOf(request).userId, request.body.email);
    return ok({});
  });

  handle(app, endpoints.otherChannel, async (request) =>
    ok(await submitOtherChannel(deps, authOf(request), request.body)),
  );
};
