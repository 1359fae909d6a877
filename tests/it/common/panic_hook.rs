//! The panic hook is global to the process, and all the tests run as threads of one process.
//! So tests never replace it: the first call here installs one hook for good, which hands
//! each panic to the hook its thread asked for with [`with_panic_hook`], or else to the hook
//! that was there before (libtest's, which prints the message into the test's output).
//! Expected panics are silenced on one thread without silencing, or catching, another test's.

use std::cell::RefCell;
use std::panic::{self, AssertUnwindSafe, PanicHookInfo};
use std::sync::{Mutex, OnceLock};
use std::thread;

type Hook = Box<dyn Fn(&PanicHookInfo<'_>) + Send + Sync>;
/// A hook that stays on its thread.
type OwnHook = Box<dyn Fn(&PanicHookInfo<'_>)>;

/// The hook found when ours was installed.
static BEFORE: OnceLock<Hook> = OnceLock::new();

/// Taken by a test that stacks a hook of its own over ours ([`with_stacked_hook`]).
static STACKING: Mutex<()> = Mutex::new(());

thread_local! {
    /// This thread's own hook, set by [`with_panic_hook`].
    static OWN: RefCell<Option<OwnHook>> = const { RefCell::new(None) };
}

fn dispatch(info: &PanicHookInfo<'_>) {
    let handled = OWN
        .try_with(|own| match own.try_borrow().as_deref() {
            Ok(Some(hook)) => {
                hook(info);
                true
            }
            _ => false,
        })
        .unwrap_or(false);
    if !handled {
        if let Some(before) = BEFORE.get() {
            before(info);
        }
    }
}

/// Installs the dispatching hook, once per process.
fn install() {
    BEFORE.get_or_init(|| {
        let before = panic::take_hook();
        panic::set_hook(Box::new(dispatch));
        before
    });
}

/// Runs `body` with `hook` handling the panics of the calling thread (and of no other); the
/// thread's previous hook is back when `body` returns or panics. The hook runs while `body`'s
/// own panic unwinds, so a panic that escapes `body` is not reported by the usual hook.
pub fn with_panic_hook<R>(
    hook: impl Fn(&PanicHookInfo<'_>) + 'static,
    body: impl FnOnce() -> R,
) -> R {
    install();
    let outer = OWN.with(|own| own.borrow_mut().replace(Box::new(hook)));
    let result = panic::catch_unwind(AssertUnwindSafe(body));
    OWN.with(|own| *own.borrow_mut() = outer);
    result.unwrap_or_else(|payload| panic::resume_unwind(payload))
}

/// Runs `body`, which may install a panic hook of its own on top of the current one (as
/// `feerie::tui::terminal::install_panic_hook_with` does); when `body` returns or panics, that
/// hook is removed and ours is back. One such test at a time. The stacked hook sees every
/// thread's panics: it must pass on those that are not its own to the hook below.
pub fn with_stacked_hook<R>(body: impl FnOnce() -> R) -> R {
    install();
    let _one_at_a_time = STACKING.lock().unwrap_or_else(|e| e.into_inner());
    let result = panic::catch_unwind(AssertUnwindSafe(body));
    drop(panic::take_hook());
    panic::set_hook(Box::new(dispatch));
    result.unwrap_or_else(|payload| panic::resume_unwind(payload))
}

/// True on the thread that called this and on no other, for hooks that must act only there.
pub fn on_this_thread() -> impl Fn() -> bool + Send + Sync + 'static {
    let id = thread::current().id();
    move || thread::current().id() == id
}
