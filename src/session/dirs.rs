//! Where feerie keeps its files: the configuration directory (user themes, key-map
//! override), the data directory, and the state directory (each workbench's autosave and lock,
//! recent files). They come from the platform's conventions
//! (`directories::ProjectDirs::from("", "", "feerie")`, e.g. `~/.config/feerie`,
//! `~/.local/share/feerie` and `~/.local/state/feerie` on Linux), or, when the environment
//! variable `FEERIE_HOME` is set, from `$FEERIE_HOME/config`, `$FEERIE_HOME/data` and
//! `$FEERIE_HOME/state`.
//!
//! The library takes a [`Dirs`] value wherever it touches these files, so that tests can use
//! their own directories ([`Dirs::under`]); only the binary reads the environment
//! ([`Dirs::from_env`]).

use std::io;
use std::path::{Path, PathBuf};

/// The environment variable that puts every feerie directory under one folder.
pub const HOME_VAR: &str = "FEERIE_HOME";

/// feerie's configuration, data and state directories.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Dirs {
    pub config: PathBuf,
    pub data: PathBuf,
    pub state: PathBuf,
}

impl Dirs {
    /// Every directory under `home`: `home/config`, `home/data`, `home/state`.
    pub fn under(home: &Path) -> Dirs {
        Dirs {
            config: home.join("config"),
            data: home.join("data"),
            state: home.join("state"),
        }
    }

    /// `$FEERIE_HOME` when it is set and not empty, otherwise the platform's directories.
    /// `None` when neither is known (no home directory).
    pub fn from_env() -> Option<Dirs> {
        match std::env::var_os(HOME_VAR) {
            Some(home) if !home.is_empty() => Some(Dirs::under(Path::new(&home))),
            _ => Dirs::platform(),
        }
    }

    /// The platform's directories for feerie. Where the platform has no state directory
    /// (macOS, Windows), state goes to `state/` in the local data directory.
    pub fn platform() -> Option<Dirs> {
        let pd = directories::ProjectDirs::from("", "", "feerie")?;
        let state = pd
            .state_dir()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| pd.data_local_dir().join("state"));
        Some(Dirs {
            config: pd.config_dir().to_path_buf(),
            data: pd.data_dir().to_path_buf(),
            state,
        })
    }

    /// The autosave of the workbench named `id` (its process id; see
    /// [`super::autosave`]).
    pub fn autosave_file(&self, id: &str) -> PathBuf {
        self.state.join(format!("autosave-{id}.toml"))
    }

    /// The path of the file that autosave's session was opened from or last saved to, if
    /// any (one line of text).
    pub fn autosave_source_file(&self, id: &str) -> PathBuf {
        self.state.join(format!("autosave-{id}.source"))
    }

    /// The lock the live workbench `id` holds (and its process id).
    pub fn autosave_lock_file(&self, id: &str) -> PathBuf {
        self.state.join(format!("autosave-{id}.lock"))
    }

    /// The last autosave the user chose not to recover.
    pub fn dismissed_autosave_file(&self) -> PathBuf {
        self.state.join("autosave.dismissed.toml")
    }

    /// The recent files list (TOML, most recent first).
    pub fn recent_file(&self) -> PathBuf {
        self.state.join("recent.toml")
    }

    /// User themes (`NAME.toml`), overriding the embedded ones of the same name.
    pub fn themes_dir(&self) -> PathBuf {
        self.config.join("themes")
    }

    /// The key-map override.
    pub fn keys_file(&self) -> PathBuf {
        self.config.join("keys.toml")
    }

    /// Creates the three directories (and their parents) when missing.
    pub fn create(&self) -> io::Result<()> {
        for d in [&self.config, &self.data, &self.state] {
            std::fs::create_dir_all(d)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everything_lies_under_home() {
        let home = Path::new("/tmp/feerie-home");
        let d = Dirs::under(home);
        for p in [
            d.autosave_file("1"),
            d.autosave_source_file("1"),
            d.autosave_lock_file("1"),
            d.dismissed_autosave_file(),
            d.recent_file(),
            d.themes_dir(),
            d.keys_file(),
        ] {
            assert!(p.starts_with(home), "{}", p.display());
        }
        assert_eq!(d.keys_file(), home.join("config/keys.toml"));
        assert_eq!(d.themes_dir(), home.join("config/themes"));
    }
}
