//! How servers sharing one database tell each other what changed (docs/deployment.md):
//! the [`Bus`] trait, the solo bus of a server alone on SQLite, and [`PgBus`], Postgres'
//! LISTEN/NOTIFY. Notes carry codes and numbers, never states: a server reads what it
//! missed from storage.

use std::sync::Mutex;
use std::time::Duration;

use sqlx::postgres::{PgListener, PgPool, PgPoolOptions};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};
use tracing::warn;

/// Something one server tells the others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// Event number `seq` of the game `code` was stored.
    Stored {
        /// The game.
        code: String,
        /// The event's number.
        seq: u64,
    },
    /// The seats the clients of server `instance` hold in the game `code` now (bit
    /// `i`: seat `i`).
    Presence {
        /// The server.
        instance: u64,
        /// The game.
        code: String,
        /// The seats held there.
        seats: u64,
    },
    /// Server `instance` asks every server which seats their clients hold in the
    /// game `code` (every game when none): it just read the games.
    Ask {
        /// The server asking.
        instance: u64,
        /// The game, or every game.
        code: Option<String>,
    },
    /// Server `instance` is alive (said every second).
    Alive {
        /// The server.
        instance: u64,
    },
    /// Two players waiting for a quick game were paired: the connection `connection`
    /// of server `instance` is to take seat `seat` of the new game `code`.
    Paired {
        /// The server of the connection.
        instance: u64,
        /// The connection's number there.
        connection: u64,
        /// The new game.
        code: String,
        /// The seat to take.
        seat: u8,
    },
    /// Notes may have been lost (the bus reconnected): every game is to be read again.
    Lost,
}

impl Note {
    /// The note as a line of text: a letter, then its fields.
    pub fn to_text(&self) -> String {
        match self {
            Note::Stored { code, seq } => format!("e {code} {seq}"),
            Note::Presence {
                instance,
                code,
                seats,
            } => format!("p {instance} {code} {seats}"),
            Note::Ask {
                instance,
                code: Some(code),
            } => format!("a {instance} {code}"),
            Note::Ask {
                instance,
                code: None,
            } => format!("a {instance}"),
            Note::Alive { instance } => format!("h {instance}"),
            Note::Paired {
                instance,
                connection,
                code,
                seat,
            } => format!("q {instance} {connection} {code} {seat}"),
            Note::Lost => "l".to_string(),
        }
    }

    /// Reads a note written by [`Note::to_text`].
    pub fn parse(text: &str) -> Option<Note> {
        let mut fields = text.split(' ');
        let kind = fields.next()?;
        let mut field = || fields.next().ok_or(());
        let note = match kind {
            "e" => Note::Stored {
                code: field().ok()?.to_string(),
                seq: field().ok()?.parse().ok()?,
            },
            "p" => Note::Presence {
                instance: field().ok()?.parse().ok()?,
                code: field().ok()?.to_string(),
                seats: field().ok()?.parse().ok()?,
            },
            "a" => Note::Ask {
                instance: field().ok()?.parse().ok()?,
                code: field().ok().map(str::to_string),
            },
            "h" => Note::Alive {
                instance: field().ok()?.parse().ok()?,
            },
            "q" => Note::Paired {
                instance: field().ok()?.parse().ok()?,
                connection: field().ok()?.parse().ok()?,
                code: field().ok()?.to_string(),
                seat: field().ok()?.parse().ok()?,
            },
            "l" => Note::Lost,
            _ => return None,
        };
        fields.next().is_none().then_some(note)
    }
}

/// The servers' messenger. Another one (NATS, Redis streams) is a new implementation
/// of these calls.
pub trait Bus: Send + Sync + 'static {
    /// Whether other servers listen: alone, a server says nothing.
    fn shared(&self) -> bool;
    /// Event `seq` of `code` was committed. A bus that does not hear the database's
    /// commits says [`Note::Stored`] here; Postgres sends it from a trigger in the
    /// commit itself, and a server alone has nobody to tell.
    fn stored(&self, _code: &str, _seq: u64) {}
    /// Says `note` to every server (itself included), in the order said.
    fn say(&self, note: Note);
    /// The notes heard, from every server; given once (none when alone).
    fn listen(&self) -> Option<UnboundedReceiver<Note>>;
}

/// The bus of a server alone (SQLite): nobody to tell, nothing to hear.
pub struct SoloBus;

impl Bus for SoloBus {
    fn shared(&self) -> bool {
        false
    }

    fn say(&self, _note: Note) {}

    fn listen(&self) -> Option<UnboundedReceiver<Note>> {
        None
    }
}

/// The channel of Postgres' notifications the servers use.
const CHANNEL: &str = "plateau";

/// The trigger that notifies every stored event at its commit.
const TRIGGER: &str = "
CREATE OR REPLACE FUNCTION plateau_event_stored() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('plateau', 'e ' || NEW.code || ' ' || NEW.seq);
    RETURN NULL;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS plateau_event_stored ON events;
CREATE TRIGGER plateau_event_stored AFTER INSERT ON events
    FOR EACH ROW EXECUTE FUNCTION plateau_event_stored();
";

/// Postgres' LISTEN/NOTIFY on the channel `plateau`: payloads of at most 8000 bytes
/// (ours are a few dozen), one queue per database.
pub struct PgBus {
    outgoing: UnboundedSender<Note>,
    heard: Mutex<Option<UnboundedReceiver<Note>>>,
}

impl PgBus {
    /// Listens on the database at `url` (its `events` table already made) and sets
    /// the trigger that notifies each stored event.
    pub async fn start(url: &str) -> Result<PgBus, sqlx::Error> {
        let pool = PgPoolOptions::new().max_connections(2).connect(url).await?;
        // Servers starting together replace the trigger one after the other.
        let mut transaction = pool.begin().await?;
        sqlx::query("SELECT pg_advisory_xact_lock(7467001)")
            .execute(&mut *transaction)
            .await?;
        sqlx::raw_sql(TRIGGER).execute(&mut *transaction).await?;
        transaction.commit().await?;
        let mut listener = PgListener::connect(url).await?;
        listener.listen(CHANNEL).await?;
        let (heard_sender, heard) = unbounded_channel();
        tokio::spawn(hear(listener, heard_sender));
        let (outgoing, queue) = unbounded_channel();
        tokio::spawn(tell(pool, queue));
        Ok(PgBus {
            outgoing,
            heard: Mutex::new(Some(heard)),
        })
    }
}

/// Passes on the notes heard until nobody takes them.
async fn hear(mut listener: PgListener, notes: UnboundedSender<Note>) {
    loop {
        let note = match listener.try_recv().await {
            Ok(Some(notification)) => match Note::parse(notification.payload()) {
                Some(note) => note,
                None => {
                    warn!(payload = notification.payload(), "bus: an unknown note");
                    continue;
                }
            },
            // Reconnected: what was said meanwhile is lost.
            Ok(None) => Note::Lost,
            Err(error) => {
                warn!(%error, "bus: listening failed; again in a second");
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        if notes.send(note).is_err() {
            return;
        }
    }
}

/// Says the notes queued, in order.
async fn tell(pool: PgPool, mut queue: UnboundedReceiver<Note>) {
    while let Some(note) = queue.recv().await {
        let said = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(note.to_text())
            .execute(&pool)
            .await;
        if let Err(error) = said {
            warn!(%error, ?note, "bus: a note was not said");
        }
    }
}

impl Bus for PgBus {
    fn shared(&self) -> bool {
        true
    }

    fn say(&self, note: Note) {
        let _ = self.outgoing.send(note);
    }

    fn listen(&self) -> Option<UnboundedReceiver<Note>> {
        self.heard.lock().unwrap_or_else(|e| e.into_inner()).take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_read_back_as_written_and_nothing_else_is_a_note() {
        let notes = [
            Note::Stored {
                code: "KXPTRM".into(),
                seq: 12,
            },
            Note::Presence {
                instance: 7,
                code: "KXPTRM".into(),
                seats: 0b101,
            },
            Note::Ask {
                instance: 7,
                code: Some("KXPTRM".into()),
            },
            Note::Ask {
                instance: 7,
                code: None,
            },
            Note::Alive { instance: 9 },
            Note::Paired {
                instance: 9,
                connection: 12,
                code: "KXPTRM".into(),
                seat: 1,
            },
            Note::Lost,
        ];
        for note in notes {
            assert_eq!(Note::parse(&note.to_text()), Some(note));
        }
        for text in [
            "",
            "e KXPTRM",
            "e KXPTRM x",
            "p 1 KXPTRM 1 2",
            "z 1",
            "h",
            "q 1 2 KXPTRM",
        ] {
            assert_eq!(Note::parse(text), None, "{text}");
        }
    }
}
