//! Every client message is read as the protocol gives it and refused with a field it
//! does not have, at any level (docs/online-protocol.md: unknown fields are refused).

use plateau_protocol::ClientMessage;
use serde_json::{Value, json};

/// One valid message of each kind a client sends.
fn every_kind() -> Vec<Value> {
    vec![
        json!({"type": "games"}),
        json!({"type": "create", "game": "yinsh", "options": {"variant": "blitz"},
               "seats": [{"kind": "human"}, {"kind": "computer", "level": "casual"}],
               "clock": {"minutes": 5, "increment_seconds": 3},
               "name": "Ann", "seat": 0, "listed": true}),
        json!({"type": "join", "code": "KXPTRM", "name": "Bob", "seat": 1}),
        json!({"type": "resume", "token": "KXPTRM.3f9a"}),
        json!({"type": "watch", "code": "KXPTRM"}),
        json!({"type": "lobby", "game": "yinsh"}),
        json!({"type": "play", "action": "f6", "ply": 12}),
        json!({"type": "resign"}),
        json!({"type": "offer_draw"}),
        json!({"type": "ask_undo"}),
        json!({"type": "accept"}),
        json!({"type": "decline"}),
        json!({"type": "claim"}),
        json!({"type": "rematch"}),
        json!({"type": "say", "preset": "good_game"}),
    ]
}

fn read(message: &Value) -> Result<ClientMessage, serde_json::Error> {
    serde_json::from_str(&message.to_string())
}

#[test]
fn every_kind_of_client_message_is_read_and_refused_with_an_unknown_field() {
    let kinds = every_kind();
    // Every variant of ClientMessage is among them (a new one must be added above).
    let names: std::collections::BTreeSet<String> = kinds
        .iter()
        .map(|m| {
            let parsed = read(m).unwrap_or_else(|e| panic!("{m}: {e}"));
            // Written back, the message is read again as itself.
            let again = serde_json::to_value(&parsed).unwrap();
            read(&again).unwrap_or_else(|e| panic!("{again}: {e}"));
            format!("{parsed:?}")
                .split([' ', '{', '('])
                .next()
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(names.len(), 15, "{names:?}");
    for message in kinds {
        for field in ["x", "seat", "type_"] {
            let mut extra = message.clone();
            if extra.get(field).is_some() {
                continue; // the message's own field
            }
            extra[field] = json!(1);
            let error = read(&extra).expect_err(&format!("refused: {extra}"));
            assert!(
                error.to_string().contains("unknown field"),
                "{extra}: {error}"
            );
        }
    }
}

#[test]
fn unknown_fields_inside_a_create_are_refused_too() {
    let create = || every_kind().swap_remove(1);
    let mut nested = Vec::new();
    let mut clock = create();
    clock["clock"]["extra"] = json!(1);
    nested.push(clock);
    let mut human = create();
    human["seats"][0]["level"] = json!("casual");
    nested.push(human);
    let mut computer = create();
    computer["seats"][1]["name"] = json!("HAL");
    nested.push(computer);
    for message in nested {
        let error = read(&message).expect_err(&format!("refused: {message}"));
        assert!(
            error.to_string().contains("unknown field"),
            "{message}: {error}"
        );
    }
    // The options are a map of the game's own: any key is read (the game checks them).
    let mut options = create();
    options["options"]["anything"] = json!("x");
    read(&options).unwrap();
}

#[test]
fn the_fields_a_message_may_leave_out_take_their_defaults() {
    let minimal = json!({"type": "create", "game": "y", "seats": [{"kind": "human"}], "name": "A"});
    let ClientMessage::Create {
        clock,
        seat,
        listed,
        options,
        ..
    } = read(&minimal).unwrap()
    else {
        panic!("a create")
    };
    assert_eq!((clock, seat, listed, options.len()), (None, None, true, 0));
    let clock = json!({"type": "create", "game": "y", "seats": [{"kind": "human"}], "name": "A",
                       "clock": {"minutes": 1}});
    read(&clock).unwrap();
    read(&json!({"type": "lobby"})).unwrap();
    read(&json!({"type": "play", "action": "a1"})).unwrap();
}
