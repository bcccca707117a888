/** The file API: upload (JSON, base64) and download of attachments (rules: mock/lib/files/files.ts). */
import { API } from '../src/domain/endpoints';
import { bodyOf } from './lib/server/body';
import { saveFile, sendFile } from './lib/files/files';
import { authed } from './lib/server/http';
import { wireRules } from './lib/rules';

wireRules();

export default {
  [`POST ${API.file}/files`]: authed(({ req, user }) => saveFile(bodyOf(req), user, req)),
  [`GET ${API.file}/files/:id`]: authed(({ req, res, user }) => sendFile(res, String(req.params.id), user)),
};
