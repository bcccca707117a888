/** The file API: upload (JSON, base64) and download of attachments. */
import { API } from '../src/core/config/endpoints';
import { authed, notFound } from './lib/http';
import { fileFor, saveFile } from './lib/files';

export default {
  [`POST ${API.file}/files`]: authed(({ req, user }) => saveFile(req.body, user)),
  [`GET ${API.file}/files/:id`]: authed(({ req, res, user }) => {
    const file = fileFor(String(req.params.id), user);
    if (!file) throw notFound('文件');
    res.setHeader('Content-Type', file.type ?? 'application/octet-stream');
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    res.status(200).send(Buffer.from(file.content, 'base64'));
  }),
};
