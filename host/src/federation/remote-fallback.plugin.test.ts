import remoteFallbackPlugin, { isRemoteLoadFailure } from './remote-fallback.plugin';

type ErrorHook = NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>;
const errorLoadRemote = remoteFallbackPlugin().errorLoadRemote as ErrorHook;
const args = (lifecycle: Parameters<ErrorHook>[0]['lifecycle']) =>
  ({ id: 'remote_manager/routes', error: new Error('down'), from: 'runtime', lifecycle }) as Parameters<ErrorHook>[0];

describe('remote fallback runtime plugin', () => {
  it('turns a failed module load into a failure marker the host can render', () => {
    const result = errorLoadRemote(args('onLoad'));
    expect(isRemoteLoadFailure(result)).toBe(true);
  });

  it('gives no substitute manifest or share, so the error reaches the module load', () => {
    expect(errorLoadRemote(args('afterResolve'))).toBeUndefined();
    expect(errorLoadRemote(args('beforeLoadShare'))).toBeUndefined();
    expect(errorLoadRemote(args('beforeRequest'))).toBeUndefined();
  });
});
